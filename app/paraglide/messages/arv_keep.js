/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_KeepInputs */

const en_arv_keep = /** @type {(inputs: Arv_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep published`)
};

const de_arv_keep = /** @type {(inputs: Arv_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veröffentlicht lassen`)
};

const fr_arv_keep = /** @type {(inputs: Arv_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laisser publié`)
};

const es_arv_keep = /** @type {(inputs: Arv_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mantener publicada`)
};

const pt_br2_arv_keep = /** @type {(inputs: Arv_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manter publicada`)
};

const ja_arv_keep = /** @type {(inputs: Arv_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公開のままにする`)
};

const ko_arv_keep = /** @type {(inputs: Arv_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게시 유지`)
};

/**
* | output |
* | --- |
* | "Keep published" |
*
* @param {Arv_KeepInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_keep = /** @type {((inputs?: Arv_KeepInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_KeepInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_keep(inputs)
	if (locale === "fr") return fr_arv_keep(inputs)
	if (locale === "es") return es_arv_keep(inputs)
	if (locale === "pt-BR") return pt_br2_arv_keep(inputs)
	if (locale === "ja") return ja_arv_keep(inputs)
	if (locale === "ko") return ko_arv_keep(inputs)
	return en_arv_keep(inputs)
});