/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_VerifyInputs */

const en_adr_verify = /** @type {(inputs: Adr_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify`)
};

const de_adr_verify = /** @type {(inputs: Adr_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifizieren`)
};

const fr_adr_verify = /** @type {(inputs: Adr_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier`)
};

const es_adr_verify = /** @type {(inputs: Adr_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar`)
};

const pt_br2_adr_verify = /** @type {(inputs: Adr_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar`)
};

const ja_adr_verify = /** @type {(inputs: Adr_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`認証する`)
};

const ko_adr_verify = /** @type {(inputs: Adr_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`인증`)
};

/**
* | output |
* | --- |
* | "Verify" |
*
* @param {Adr_VerifyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_verify = /** @type {((inputs?: Adr_VerifyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_VerifyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_verify(inputs)
	if (locale === "fr") return fr_adr_verify(inputs)
	if (locale === "es") return es_adr_verify(inputs)
	if (locale === "pt-BR") return pt_br2_adr_verify(inputs)
	if (locale === "ja") return ja_adr_verify(inputs)
	if (locale === "ko") return ko_adr_verify(inputs)
	return en_adr_verify(inputs)
});