/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Kind_CommunityInputs */

const en_mail_kind_community = /** @type {(inputs: Mail_Kind_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`community`)
};

const de_mail_kind_community = /** @type {(inputs: Mail_Kind_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community`)
};

const fr_mail_kind_community = /** @type {(inputs: Mail_Kind_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`communauté`)
};

const es_mail_kind_community = /** @type {(inputs: Mail_Kind_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`comunidad`)
};

const pt_br2_mail_kind_community = /** @type {(inputs: Mail_Kind_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`comunidade`)
};

const ja_mail_kind_community = /** @type {(inputs: Mail_Kind_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コミュニティ`)
};

const ko_mail_kind_community = /** @type {(inputs: Mail_Kind_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`커뮤니티`)
};

/**
* | output |
* | --- |
* | "community" |
*
* @param {Mail_Kind_CommunityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_kind_community = /** @type {((inputs?: Mail_Kind_CommunityInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Kind_CommunityInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_kind_community(inputs)
	if (locale === "fr") return fr_mail_kind_community(inputs)
	if (locale === "es") return es_mail_kind_community(inputs)
	if (locale === "pt-BR") return pt_br2_mail_kind_community(inputs)
	if (locale === "ja") return ja_mail_kind_community(inputs)
	if (locale === "ko") return ko_mail_kind_community(inputs)
	return en_mail_kind_community(inputs)
});