/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Parties_NoneInputs */

const en_adr_parties_none = /** @type {(inputs: Adr_Parties_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No LAN parties are waiting for review.`)
};

const de_adr_parties_none = /** @type {(inputs: Adr_Parties_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine LAN-Partys warten auf Prüfung.`)
};

const fr_adr_parties_none = /** @type {(inputs: Adr_Parties_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune LAN party n’attend de vérification.`)
};

const es_adr_parties_none = /** @type {(inputs: Adr_Parties_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay LAN parties pendientes de revisión.`)
};

const pt_br2_adr_parties_none = /** @type {(inputs: Adr_Parties_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma LAN party aguarda revisão.`)
};

const ja_adr_parties_none = /** @type {(inputs: Adr_Parties_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`審査待ちのLANパーティーはありません。`)
};

const ko_adr_parties_none = /** @type {(inputs: Adr_Parties_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`검토 대기 중인 LAN 파티가 없습니다.`)
};

/**
* | output |
* | --- |
* | "No LAN parties are waiting for review." |
*
* @param {Adr_Parties_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_parties_none = /** @type {((inputs?: Adr_Parties_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Parties_NoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_parties_none(inputs)
	if (locale === "fr") return fr_adr_parties_none(inputs)
	if (locale === "es") return es_adr_parties_none(inputs)
	if (locale === "pt-BR") return pt_br2_adr_parties_none(inputs)
	if (locale === "ja") return ja_adr_parties_none(inputs)
	if (locale === "ko") return ko_adr_parties_none(inputs)
	return en_adr_parties_none(inputs)
});