/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ain_NoneInputs */

const en_ain_none = /** @type {(inputs: Ain_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No public LAN centers yet.`)
};

const de_ain_none = /** @type {(inputs: Ain_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine öffentlichen LAN-Center.`)
};

const fr_ain_none = /** @type {(inputs: Ain_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun LAN center public pour l'instant.`)
};

const es_ain_none = /** @type {(inputs: Ain_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay LAN centers públicos.`)
};

const pt_br2_ain_none = /** @type {(inputs: Ain_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há LAN centers públicos.`)
};

const ja_ain_none = /** @type {(inputs: Ain_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公開中の LAN センターはまだありません。`)
};

const ko_ain_none = /** @type {(inputs: Ain_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`아직 공개된 LAN 센터가 없습니다.`)
};

/**
* | output |
* | --- |
* | "No public LAN centers yet." |
*
* @param {Ain_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ain_none = /** @type {((inputs?: Ain_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ain_NoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ain_none(inputs)
	if (locale === "fr") return fr_ain_none(inputs)
	if (locale === "es") return es_ain_none(inputs)
	if (locale === "pt-BR") return pt_br2_ain_none(inputs)
	if (locale === "ja") return ja_ain_none(inputs)
	if (locale === "ko") return ko_ain_none(inputs)
	return en_ain_none(inputs)
});