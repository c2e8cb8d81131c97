/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Kind_CommunityInputs */

const en_me_kind_community = /** @type {(inputs: Me_Kind_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community`)
};

const de_me_kind_community = /** @type {(inputs: Me_Kind_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community`)
};

const fr_me_kind_community = /** @type {(inputs: Me_Kind_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Communauté`)
};

const es_me_kind_community = /** @type {(inputs: Me_Kind_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comunidad`)
};

const pt_br2_me_kind_community = /** @type {(inputs: Me_Kind_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comunidade`)
};

const ja_me_kind_community = /** @type {(inputs: Me_Kind_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コミュニティ`)
};

const ko_me_kind_community = /** @type {(inputs: Me_Kind_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`커뮤니티`)
};

/**
* | output |
* | --- |
* | "Community" |
*
* @param {Me_Kind_CommunityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_kind_community = /** @type {((inputs?: Me_Kind_CommunityInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Kind_CommunityInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_kind_community(inputs)
	if (locale === "fr") return fr_me_kind_community(inputs)
	if (locale === "es") return es_me_kind_community(inputs)
	if (locale === "pt-BR") return pt_br2_me_kind_community(inputs)
	if (locale === "ja") return ja_me_kind_community(inputs)
	if (locale === "ko") return ko_me_kind_community(inputs)
	return en_me_kind_community(inputs)
});