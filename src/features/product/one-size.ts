/** The size value of a product made in one size: its size is not asked for nor shown (spec 1 §2.4). */
export const ONE_SIZE = 'OS';
