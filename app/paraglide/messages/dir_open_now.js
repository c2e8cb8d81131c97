/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_Open_NowInputs */

const en_dir_open_now = /** @type {(inputs: Dir_Open_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open now`)
};

const de_dir_open_now = /** @type {(inputs: Dir_Open_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt geöffnet`)
};

const fr_dir_open_now = /** @type {(inputs: Dir_Open_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvert maintenant`)
};

const es_dir_open_now = /** @type {(inputs: Dir_Open_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abierto ahora`)
};

const pt_br2_dir_open_now = /** @type {(inputs: Dir_Open_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aberto agora`)
};

const ja_dir_open_now = /** @type {(inputs: Dir_Open_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`営業中`)
};

const ko_dir_open_now = /** @type {(inputs: Dir_Open_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지금 영업 중`)
};

/**
* | output |
* | --- |
* | "Open now" |
*
* @param {Dir_Open_NowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_open_now = /** @type {((inputs?: Dir_Open_NowInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Open_NowInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_open_now(inputs)
	if (locale === "fr") return fr_dir_open_now(inputs)
	if (locale === "es") return es_dir_open_now(inputs)
	if (locale === "pt-BR") return pt_br2_dir_open_now(inputs)
	if (locale === "ja") return ja_dir_open_now(inputs)
	if (locale === "ko") return ko_dir_open_now(inputs)
	return en_dir_open_now(inputs)
});