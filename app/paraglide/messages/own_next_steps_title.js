/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Next_Steps_TitleInputs */

const en_own_next_steps_title = /** @type {(inputs: Own_Next_Steps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next Steps`)
};

const de_own_next_steps_title = /** @type {(inputs: Own_Next_Steps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächste Schritte`)
};

const fr_own_next_steps_title = /** @type {(inputs: Own_Next_Steps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prochaines étapes`)
};

const es_own_next_steps_title = /** @type {(inputs: Own_Next_Steps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximos pasos`)
};

const pt_br2_own_next_steps_title = /** @type {(inputs: Own_Next_Steps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximos passos`)
};

const ja_own_next_steps_title = /** @type {(inputs: Own_Next_Steps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`次のステップ`)
};

const ko_own_next_steps_title = /** @type {(inputs: Own_Next_Steps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`다음 단계`)
};

/**
* | output |
* | --- |
* | "Next Steps" |
*
* @param {Own_Next_Steps_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_next_steps_title = /** @type {((inputs?: Own_Next_Steps_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Next_Steps_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_next_steps_title(inputs)
	if (locale === "fr") return fr_own_next_steps_title(inputs)
	if (locale === "es") return es_own_next_steps_title(inputs)
	if (locale === "pt-BR") return pt_br2_own_next_steps_title(inputs)
	if (locale === "ja") return ja_own_next_steps_title(inputs)
	if (locale === "ko") return ko_own_next_steps_title(inputs)
	return en_own_next_steps_title(inputs)
});