/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Show_B2Inputs */

const en_home_show_b2 = /** @type {(inputs: Home_Show_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Developer partnerships and promotions for member centers`)
};

const de_home_show_b2 = /** @type {(inputs: Home_Show_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entwicklerpartnerschaften und Aktionen für Mitglieds-Center`)
};

const fr_home_show_b2 = /** @type {(inputs: Home_Show_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partenariats avec les développeurs et promotions pour les centres membres`)
};

const es_home_show_b2 = /** @type {(inputs: Home_Show_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alianzas con desarrolladores y promociones para centros miembros`)
};

const pt_br2_home_show_b2 = /** @type {(inputs: Home_Show_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcerias com desenvolvedores e promoções para centros membros`)
};

const ja_home_show_b2 = /** @type {(inputs: Home_Show_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加盟センター向けの開発者パートナーシップとプロモーション`)
};

const ko_home_show_b2 = /** @type {(inputs: Home_Show_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`회원 센터를 위한 개발사 파트너십과 프로모션`)
};

/**
* | output |
* | --- |
* | "Developer partnerships and promotions for member centers" |
*
* @param {Home_Show_B2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_show_b2 = /** @type {((inputs?: Home_Show_B2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Show_B2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_show_b2(inputs)
	if (locale === "fr") return fr_home_show_b2(inputs)
	if (locale === "es") return es_home_show_b2(inputs)
	if (locale === "pt-BR") return pt_br2_home_show_b2(inputs)
	if (locale === "ja") return ja_home_show_b2(inputs)
	if (locale === "ko") return ko_home_show_b2(inputs)
	return en_home_show_b2(inputs)
});