import { render, screen } from '@testing-library/react';
import { reviewArticles } from '@/features/product/ReviewArticles';

/** A review's stars are read as its rating, written as the page's language writes numbers. */
describe('a review’s rating', () => {
  it.each([
    ['us', 'en', 'Rated 4.5 out of 5'],
    ['eu', 'de', 'Bewertet mit 4,5 von 5'],
  ] as const)('reads in the page language (%s/%s)', (site, lang, label) => {
    render(<>{reviewArticles([{ id: 'r1', rating: 4.5, title: 'Warm', text: 'Good', principal: { name: 'Sam' } }], { site, lang })}</>);
    expect(screen.getByRole('img', { name: label })).toBeInTheDocument();
  });
});
