/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Adr_CommunityInputs */

const en_adr_community = /** @type {(inputs: Adr_CommunityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Community: ${i?.name}`)
};

const de_adr_community = /** @type {(inputs: Adr_CommunityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Community: ${i?.name}`)
};

const fr_adr_community = /** @type {(inputs: Adr_CommunityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Communauté : ${i?.name}`)
};

const es_adr_community = /** @type {(inputs: Adr_CommunityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comunidad: ${i?.name}`)
};

const pt_br2_adr_community = /** @type {(inputs: Adr_CommunityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comunidade: ${i?.name}`)
};

const ja_adr_community = /** @type {(inputs: Adr_CommunityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`コミュニティ：${i?.name}`)
};

const ko_adr_community = /** @type {(inputs: Adr_CommunityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`커뮤니티: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Community: {name}" |
*
* @param {Adr_CommunityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_community = /** @type {((inputs: Adr_CommunityInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_CommunityInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_community(inputs)
	if (locale === "fr") return fr_adr_community(inputs)
	if (locale === "es") return es_adr_community(inputs)
	if (locale === "pt-BR") return pt_br2_adr_community(inputs)
	if (locale === "ja") return ja_adr_community(inputs)
	if (locale === "ko") return ko_adr_community(inputs)
	return en_adr_community(inputs)
});