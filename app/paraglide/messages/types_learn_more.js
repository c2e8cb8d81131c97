/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Learn_MoreInputs */

const en_types_learn_more = /** @type {(inputs: Types_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learn More`)
};

const de_types_learn_more = /** @type {(inputs: Types_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mehr erfahren`)
};

const fr_types_learn_more = /** @type {(inputs: Types_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En savoir plus`)
};

const es_types_learn_more = /** @type {(inputs: Types_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más información`)
};

const pt_br2_types_learn_more = /** @type {(inputs: Types_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saiba mais`)
};

const ja_types_learn_more = /** @type {(inputs: Types_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`詳しく見る`)
};

const ko_types_learn_more = /** @type {(inputs: Types_Learn_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`자세히 보기`)
};

/**
* | output |
* | --- |
* | "Learn More" |
*
* @param {Types_Learn_MoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_learn_more = /** @type {((inputs?: Types_Learn_MoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Learn_MoreInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_learn_more(inputs)
	if (locale === "fr") return fr_types_learn_more(inputs)
	if (locale === "es") return es_types_learn_more(inputs)
	if (locale === "pt-BR") return pt_br2_types_learn_more(inputs)
	if (locale === "ja") return ja_types_learn_more(inputs)
	if (locale === "ko") return ko_types_learn_more(inputs)
	return en_types_learn_more(inputs)
});