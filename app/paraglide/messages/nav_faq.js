/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_FaqInputs */

const en_nav_faq = /** @type {(inputs: Nav_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ`)
};

const de_nav_faq = /** @type {(inputs: Nav_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ`)
};

const fr_nav_faq = /** @type {(inputs: Nav_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ`)
};

const es_nav_faq = /** @type {(inputs: Nav_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preguntas frecuentes`)
};

const pt_br2_nav_faq = /** @type {(inputs: Nav_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perguntas frequentes`)
};

const ja_nav_faq = /** @type {(inputs: Nav_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`よくある質問`)
};

const ko_nav_faq = /** @type {(inputs: Nav_FaqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`자주 묻는 질문`)
};

/**
* | output |
* | --- |
* | "FAQ" |
*
* @param {Nav_FaqInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const nav_faq = /** @type {((inputs?: Nav_FaqInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_FaqInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_nav_faq(inputs)
	if (locale === "fr") return fr_nav_faq(inputs)
	if (locale === "es") return es_nav_faq(inputs)
	if (locale === "pt-BR") return pt_br2_nav_faq(inputs)
	if (locale === "ja") return ja_nav_faq(inputs)
	if (locale === "ko") return ko_nav_faq(inputs)
	return en_nav_faq(inputs)
});