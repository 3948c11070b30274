/** The shape of a translation: same keys as the German source, every leaf a string. */
export type Messages<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Messages<U>[]
    : { [K in keyof T]: Messages<T[K]> };
