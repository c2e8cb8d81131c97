/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Meta_TitleInputs */

const en_home_meta_title = /** @type {(inputs: Home_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network: Uniting centers world-wide`)
};

const de_home_meta_title = /** @type {(inputs: Home_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network: Wir vereinen Center weltweit`)
};

const fr_home_meta_title = /** @type {(inputs: Home_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network : unir les centres du monde entier`)
};

const es_home_meta_title = /** @type {(inputs: Home_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network: uniendo centros de todo el mundo`)
};

const pt_br2_home_meta_title = /** @type {(inputs: Home_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network: unindo centros no mundo todo`)
};

const ja_home_meta_title = /** @type {(inputs: Home_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network: 世界中のセンターをつなぐ`)
};

const ko_home_meta_title = /** @type {(inputs: Home_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network: 전 세계 센터를 하나로`)
};

/**
* | output |
* | --- |
* | "LAN Center Network: Uniting centers world-wide" |
*
* @param {Home_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_meta_title = /** @type {((inputs?: Home_Meta_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Meta_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_meta_title(inputs)
	if (locale === "fr") return fr_home_meta_title(inputs)
	if (locale === "es") return es_home_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_home_meta_title(inputs)
	if (locale === "ja") return ja_home_meta_title(inputs)
	if (locale === "ko") return ko_home_meta_title(inputs)
	return en_home_meta_title(inputs)
});