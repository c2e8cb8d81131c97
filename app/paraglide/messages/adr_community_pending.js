/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Community_PendingInputs */

const en_adr_community_pending = /** @type {(inputs: Adr_Community_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`community pending`)
};

const de_adr_community_pending = /** @type {(inputs: Adr_Community_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community ausstehend`)
};

const fr_adr_community_pending = /** @type {(inputs: Adr_Community_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`communauté en attente`)
};

const es_adr_community_pending = /** @type {(inputs: Adr_Community_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`comunidad pendiente`)
};

const pt_br2_adr_community_pending = /** @type {(inputs: Adr_Community_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`comunidade pendente`)
};

const ja_adr_community_pending = /** @type {(inputs: Adr_Community_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コミュニティ審査待ち`)
};

const ko_adr_community_pending = /** @type {(inputs: Adr_Community_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`커뮤니티 대기 중`)
};

/**
* | output |
* | --- |
* | "community pending" |
*
* @param {Adr_Community_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_community_pending = /** @type {((inputs?: Adr_Community_PendingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Community_PendingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_community_pending(inputs)
	if (locale === "fr") return fr_adr_community_pending(inputs)
	if (locale === "es") return es_adr_community_pending(inputs)
	if (locale === "pt-BR") return pt_br2_adr_community_pending(inputs)
	if (locale === "ja") return ja_adr_community_pending(inputs)
	if (locale === "ko") return ko_adr_community_pending(inputs)
	return en_adr_community_pending(inputs)
});