/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_NoneInputs */

const en_arv_none = /** @type {(inputs: Arv_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing here.`)
};

const de_arv_none = /** @type {(inputs: Arv_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hier ist nichts.`)
};

const fr_arv_none = /** @type {(inputs: Arv_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien ici.`)
};

const es_arv_none = /** @type {(inputs: Arv_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay nada aquí.`)
};

const pt_br2_arv_none = /** @type {(inputs: Arv_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada aqui.`)
};

const ja_arv_none = /** @type {(inputs: Arv_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ここには何もありません。`)
};

const ko_arv_none = /** @type {(inputs: Arv_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`여기에는 아무것도 없습니다.`)
};

/**
* | output |
* | --- |
* | "Nothing here." |
*
* @param {Arv_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_none = /** @type {((inputs?: Arv_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_NoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_none(inputs)
	if (locale === "fr") return fr_arv_none(inputs)
	if (locale === "es") return es_arv_none(inputs)
	if (locale === "pt-BR") return pt_br2_arv_none(inputs)
	if (locale === "ja") return ja_arv_none(inputs)
	if (locale === "ko") return ko_arv_none(inputs)
	return en_arv_none(inputs)
});