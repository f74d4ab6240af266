/** One picture of the gallery in the renditions it is shown at. */
export interface GalleryImage {
  /** Static main image, thumbnail and the viewer's large rendition. */
  main: string;
  thumbnail: string;
  large: string;
  alt: string;
  kind: 'image' | 'video';
  /** A video's source (the stills above are its poster); only for `kind: 'video'`. */
  video?: string | undefined;
}

export interface GalleryViewerProps {
  images: readonly GalleryImage[];
  index: number;
  onIndexChange: (index: number) => void;
  /** False while the viewer initialises (it is rendered, but not shown). */
  visible: boolean;
  onReady: () => void;
  onFailure: (error: unknown) => void;
  productName: string;
}
