/** Business constants and limits of the spec's §9, in one place. */
export const limits = {
  /** 5 MB, the configured maximum upload size. */
  maxImageBytes: 5_242_880,
  /** Width × height an image may have: refuses decompression bombs (a small file, gigabytes once decoded). */
  maxImagePixels: 40_000_000,
  titleMax: 100,
  summaryMax: 300,
  passwordMin: 6,
  oabMax: 40,
  excerptLength: 180,
  backofficePostsPageSize: 6,
  searchDebounceMs: 400,
  copyFeedbackMs: 2000,
  navScrollThreshold: 50,
  mobileBreakpoint: 768,
  listRows: 4,
} as const;
