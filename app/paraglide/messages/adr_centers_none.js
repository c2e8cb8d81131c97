/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Centers_NoneInputs */

const en_adr_centers_none = /** @type {(inputs: Adr_Centers_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No LAN centers are waiting for review.`)
};

const de_adr_centers_none = /** @type {(inputs: Adr_Centers_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine LAN-Center warten auf Prüfung.`)
};

const fr_adr_centers_none = /** @type {(inputs: Adr_Centers_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun centre LAN n’attend de vérification.`)
};

const es_adr_centers_none = /** @type {(inputs: Adr_Centers_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay centros LAN pendientes de revisión.`)
};

const pt_br2_adr_centers_none = /** @type {(inputs: Adr_Centers_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum centro LAN aguarda revisão.`)
};

const ja_adr_centers_none = /** @type {(inputs: Adr_Centers_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`審査待ちのLANセンターはありません。`)
};

const ko_adr_centers_none = /** @type {(inputs: Adr_Centers_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`검토 대기 중인 LAN 센터가 없습니다.`)
};

/**
* | output |
* | --- |
* | "No LAN centers are waiting for review." |
*
* @param {Adr_Centers_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_centers_none = /** @type {((inputs?: Adr_Centers_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Centers_NoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_centers_none(inputs)
	if (locale === "fr") return fr_adr_centers_none(inputs)
	if (locale === "es") return es_adr_centers_none(inputs)
	if (locale === "pt-BR") return pt_br2_adr_centers_none(inputs)
	if (locale === "ja") return ja_adr_centers_none(inputs)
	if (locale === "ko") return ko_adr_centers_none(inputs)
	return en_adr_centers_none(inputs)
});