/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why6_TextInputs */

const en_home_why6_text = /** @type {(inputs: Home_Why6_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showcases, developer partnerships and a chat community of fellow owners.`)
};

const de_home_why6_text = /** @type {(inputs: Home_Why6_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showcases, Entwicklerpartnerschaften und eine Chat-Community mit anderen Betreibern.`)
};

const fr_home_why6_text = /** @type {(inputs: Home_Why6_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des showcases, des partenariats avec les développeurs et une communauté de discussion entre gérants.`)
};

const es_home_why6_text = /** @type {(inputs: Home_Why6_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Presentaciones, alianzas con desarrolladores y una comunidad de chat con otros dueños.`)
};

const pt_br2_home_why6_text = /** @type {(inputs: Home_Why6_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showcases, parcerias com desenvolvedores e uma comunidade de chat com outros donos.`)
};

const ja_home_why6_text = /** @type {(inputs: Home_Why6_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ショーケース、開発者との提携、オーナー仲間のチャットコミュニティ。`)
};

const ko_home_why6_text = /** @type {(inputs: Home_Why6_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`쇼케이스, 개발사 파트너십, 동료 운영자 채팅 커뮤니티.`)
};

/**
* | output |
* | --- |
* | "Showcases, developer partnerships and a chat community of fellow owners." |
*
* @param {Home_Why6_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_why6_text = /** @type {((inputs?: Home_Why6_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why6_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_why6_text(inputs)
	if (locale === "fr") return fr_home_why6_text(inputs)
	if (locale === "es") return es_home_why6_text(inputs)
	if (locale === "pt-BR") return pt_br2_home_why6_text(inputs)
	if (locale === "ja") return ja_home_why6_text(inputs)
	if (locale === "ko") return ko_home_why6_text(inputs)
	return en_home_why6_text(inputs)
});