/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adl_RevokeInputs */

const en_adl_revoke = /** @type {(inputs: Adl_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke complimentary listing`)
};

const de_adl_revoke = /** @type {(inputs: Adl_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kostenlosen Eintrag entziehen`)
};

const fr_adl_revoke = /** @type {(inputs: Adl_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer le référencement offert`)
};

const es_adl_revoke = /** @type {(inputs: Adl_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirar anuncio gratuito`)
};

const pt_br2_adl_revoke = /** @type {(inputs: Adl_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revogar listagem cortesia`)
};

const ja_adl_revoke = /** @type {(inputs: Adl_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無償掲載を取り消す`)
};

const ko_adl_revoke = /** @type {(inputs: Adl_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`무료 등재 취소`)
};

/**
* | output |
* | --- |
* | "Revoke complimentary listing" |
*
* @param {Adl_RevokeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adl_revoke = /** @type {((inputs?: Adl_RevokeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adl_RevokeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adl_revoke(inputs)
	if (locale === "fr") return fr_adl_revoke(inputs)
	if (locale === "es") return es_adl_revoke(inputs)
	if (locale === "pt-BR") return pt_br2_adl_revoke(inputs)
	if (locale === "ja") return ja_adl_revoke(inputs)
	if (locale === "ko") return ko_adl_revoke(inputs)
	return en_adl_revoke(inputs)
});