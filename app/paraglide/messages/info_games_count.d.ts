/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} title. Review summaries are our own short take on how players rate each game." |
* | "other" | "{count} titles. Review summaries are our own short take on how players rate each game." |
*
* @param {Info_Games_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const info_games_count: ((inputs: Info_Games_CountInputs, options?: {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Games_CountInputs, {
    locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Games_CountInputs = {
    count: NonNullable<unknown>;
};
