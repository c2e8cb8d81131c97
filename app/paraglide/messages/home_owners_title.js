/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Owners_TitleInputs */

const en_home_owners_title = /** @type {(inputs: Home_Owners_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owners' Chat Community`)
};

const de_home_owners_title = /** @type {(inputs: Home_Owners_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat-Community für Betreiber`)
};

const fr_home_owners_title = /** @type {(inputs: Home_Owners_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Communauté de discussion des gérants`)
};

const es_home_owners_title = /** @type {(inputs: Home_Owners_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comunidad de chat de dueños`)
};

const pt_br2_home_owners_title = /** @type {(inputs: Home_Owners_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comunidade de chat dos donos`)
};

const ja_home_owners_title = /** @type {(inputs: Home_Owners_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`オーナー・チャットコミュニティ`)
};

const ko_home_owners_title = /** @type {(inputs: Home_Owners_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`운영자 채팅 커뮤니티`)
};

/**
* | output |
* | --- |
* | "Owners' Chat Community" |
*
* @param {Home_Owners_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_owners_title = /** @type {((inputs?: Home_Owners_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Owners_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_owners_title(inputs)
	if (locale === "fr") return fr_home_owners_title(inputs)
	if (locale === "es") return es_home_owners_title(inputs)
	if (locale === "pt-BR") return pt_br2_home_owners_title(inputs)
	if (locale === "ja") return ja_home_owners_title(inputs)
	if (locale === "ko") return ko_home_owners_title(inputs)
	return en_home_owners_title(inputs)
});