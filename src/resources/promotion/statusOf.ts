/** Spec §8: settings and partner saves toast the answer's `status`. */
export const statusOf = (answer: unknown): string | undefined => {
    const status = typeof answer === 'object' && answer !== null ? (answer as { status?: unknown }).status : undefined;
    return typeof status === 'string' && status ? status : undefined;
};
