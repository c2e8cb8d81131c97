/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Recent_NoneInputs */

const en_adr_recent_none = /** @type {(inputs: Adr_Recent_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None yet.`)
};

const de_adr_recent_none = /** @type {(inputs: Adr_Recent_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine.`)
};

const fr_adr_recent_none = /** @type {(inputs: Adr_Recent_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun pour l’instant.`)
};

const es_adr_recent_none = /** @type {(inputs: Adr_Recent_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguno todavía.`)
};

const pt_br2_adr_recent_none = /** @type {(inputs: Adr_Recent_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum ainda.`)
};

const ja_adr_recent_none = /** @type {(inputs: Adr_Recent_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`まだありません。`)
};

const ko_adr_recent_none = /** @type {(inputs: Adr_Recent_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`아직 없습니다.`)
};

/**
* | output |
* | --- |
* | "None yet." |
*
* @param {Adr_Recent_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_recent_none = /** @type {((inputs?: Adr_Recent_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Recent_NoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_recent_none(inputs)
	if (locale === "fr") return fr_adr_recent_none(inputs)
	if (locale === "es") return es_adr_recent_none(inputs)
	if (locale === "pt-BR") return pt_br2_adr_recent_none(inputs)
	if (locale === "ja") return ja_adr_recent_none(inputs)
	if (locale === "ko") return ko_adr_recent_none(inputs)
	return en_adr_recent_none(inputs)
});