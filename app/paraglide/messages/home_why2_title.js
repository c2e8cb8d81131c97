/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why2_TitleInputs */

const en_home_why2_title = /** @type {(inputs: Home_Why2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Library That Stays Fresh`)
};

const de_home_why2_title = /** @type {(inputs: Home_Why2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Bibliothek, die frisch bleibt`)
};

const fr_home_why2_title = /** @type {(inputs: Home_Why2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une ludothèque toujours à jour`)
};

const es_home_why2_title = /** @type {(inputs: Home_Why2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una biblioteca siempre al día`)
};

const pt_br2_home_why2_title = /** @type {(inputs: Home_Why2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma biblioteca sempre atualizada`)
};

const ja_home_why2_title = /** @type {(inputs: Home_Why2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`常に新しいライブラリ`)
};

const ko_home_why2_title = /** @type {(inputs: Home_Why2_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`늘 새로운 라이브러리`)
};

/**
* | output |
* | --- |
* | "A Library That Stays Fresh" |
*
* @param {Home_Why2_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_why2_title = /** @type {((inputs?: Home_Why2_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why2_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_why2_title(inputs)
	if (locale === "fr") return fr_home_why2_title(inputs)
	if (locale === "es") return es_home_why2_title(inputs)
	if (locale === "pt-BR") return pt_br2_home_why2_title(inputs)
	if (locale === "ja") return ja_home_why2_title(inputs)
	if (locale === "ko") return ko_home_why2_title(inputs)
	return en_home_why2_title(inputs)
});