/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Community_VerifiedInputs */

const en_adr_community_verified = /** @type {(inputs: Adr_Community_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`community verified`)
};

const de_adr_community_verified = /** @type {(inputs: Adr_Community_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community verifiziert`)
};

const fr_adr_community_verified = /** @type {(inputs: Adr_Community_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`communauté vérifiée`)
};

const es_adr_community_verified = /** @type {(inputs: Adr_Community_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`comunidad verificada`)
};

const pt_br2_adr_community_verified = /** @type {(inputs: Adr_Community_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`comunidade verificada`)
};

const ja_adr_community_verified = /** @type {(inputs: Adr_Community_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コミュニティ認証済み`)
};

const ko_adr_community_verified = /** @type {(inputs: Adr_Community_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`커뮤니티 인증됨`)
};

/**
* | output |
* | --- |
* | "community verified" |
*
* @param {Adr_Community_VerifiedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_community_verified = /** @type {((inputs?: Adr_Community_VerifiedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Community_VerifiedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_community_verified(inputs)
	if (locale === "fr") return fr_adr_community_verified(inputs)
	if (locale === "es") return es_adr_community_verified(inputs)
	if (locale === "pt-BR") return pt_br2_adr_community_verified(inputs)
	if (locale === "ja") return ja_adr_community_verified(inputs)
	if (locale === "ko") return ko_adr_community_verified(inputs)
	return en_adr_community_verified(inputs)
});