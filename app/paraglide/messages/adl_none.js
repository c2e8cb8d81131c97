/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adl_NoneInputs */

const en_adl_none = /** @type {(inputs: Adl_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No LAN centers are verified yet.`)
};

const de_adl_none = /** @type {(inputs: Adl_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine LAN-Center sind verifiziert.`)
};

const fr_adl_none = /** @type {(inputs: Adl_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun centre LAN n’est encore vérifié.`)
};

const es_adl_none = /** @type {(inputs: Adl_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay centros LAN verificados.`)
};

const pt_br2_adl_none = /** @type {(inputs: Adl_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há centros LAN verificados.`)
};

const ja_adl_none = /** @type {(inputs: Adl_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`認証済みのLANセンターはまだありません。`)
};

const ko_adl_none = /** @type {(inputs: Adl_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`아직 인증된 LAN 센터가 없습니다.`)
};

/**
* | output |
* | --- |
* | "No LAN centers are verified yet." |
*
* @param {Adl_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adl_none = /** @type {((inputs?: Adl_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adl_NoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adl_none(inputs)
	if (locale === "fr") return fr_adl_none(inputs)
	if (locale === "es") return es_adl_none(inputs)
	if (locale === "pt-BR") return pt_br2_adl_none(inputs)
	if (locale === "ja") return ja_adl_none(inputs)
	if (locale === "ko") return ko_adl_none(inputs)
	return en_adl_none(inputs)
});