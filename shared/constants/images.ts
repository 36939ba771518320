/** Image size specs, in the order the spec lists them. `NNNx` is a width with the height from the aspect ratio. */
export const IMAGE_SIZE_SPECS = ['136x136', '170x', '222x', '236x', '400x300', '216x146', '474x', '564x', '736x', 'orig'] as const;

export type ImageSizeSpec = (typeof IMAGE_SIZE_SPECS)[number];

/** Width-only specs used for the grid's srcset, narrow to wide. */
export const SRCSET_SPECS = ['236x', '474x', '564x', '736x'] as const;
