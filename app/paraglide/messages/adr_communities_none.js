/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Communities_NoneInputs */

const en_adr_communities_none = /** @type {(inputs: Adr_Communities_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No communities are waiting for review.`)
};

const de_adr_communities_none = /** @type {(inputs: Adr_Communities_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Communities warten auf Prüfung.`)
};

const fr_adr_communities_none = /** @type {(inputs: Adr_Communities_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune communauté n’attend de vérification.`)
};

const es_adr_communities_none = /** @type {(inputs: Adr_Communities_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay comunidades pendientes de revisión.`)
};

const pt_br2_adr_communities_none = /** @type {(inputs: Adr_Communities_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma comunidade aguarda revisão.`)
};

const ja_adr_communities_none = /** @type {(inputs: Adr_Communities_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`審査待ちのコミュニティはありません。`)
};

const ko_adr_communities_none = /** @type {(inputs: Adr_Communities_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`검토 대기 중인 커뮤니티가 없습니다.`)
};

/**
* | output |
* | --- |
* | "No communities are waiting for review." |
*
* @param {Adr_Communities_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_communities_none = /** @type {((inputs?: Adr_Communities_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Communities_NoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_communities_none(inputs)
	if (locale === "fr") return fr_adr_communities_none(inputs)
	if (locale === "es") return es_adr_communities_none(inputs)
	if (locale === "pt-BR") return pt_br2_adr_communities_none(inputs)
	if (locale === "ja") return ja_adr_communities_none(inputs)
	if (locale === "ko") return ko_adr_communities_none(inputs)
	return en_adr_communities_none(inputs)
});