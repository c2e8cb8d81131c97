/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Center_Follow_CommunityInputs */

const en_center_follow_community = /** @type {(inputs: Center_Follow_CommunityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Community ${i?.name}`)
};

const de_center_follow_community = /** @type {(inputs: Center_Follow_CommunityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Community ${i?.name}`)
};

const fr_center_follow_community = /** @type {(inputs: Center_Follow_CommunityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Communauté ${i?.name}`)
};

const es_center_follow_community = /** @type {(inputs: Center_Follow_CommunityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comunidad ${i?.name}`)
};

const pt_br2_center_follow_community = /** @type {(inputs: Center_Follow_CommunityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comunidade ${i?.name}`)
};

const ja_center_follow_community = /** @type {(inputs: Center_Follow_CommunityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`コミュニティ ${i?.name}`)
};

const ko_center_follow_community = /** @type {(inputs: Center_Follow_CommunityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`커뮤니티 ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Community {name}" |
*
* @param {Center_Follow_CommunityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_follow_community = /** @type {((inputs: Center_Follow_CommunityInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Follow_CommunityInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_follow_community(inputs)
	if (locale === "fr") return fr_center_follow_community(inputs)
	if (locale === "es") return es_center_follow_community(inputs)
	if (locale === "pt-BR") return pt_br2_center_follow_community(inputs)
	if (locale === "ja") return ja_center_follow_community(inputs)
	if (locale === "ko") return ko_center_follow_community(inputs)
	return en_center_follow_community(inputs)
});