/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_UnverifyInputs */

const en_adr_unverify = /** @type {(inputs: Adr_UnverifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unverify`)
};

const de_adr_unverify = /** @type {(inputs: Adr_UnverifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifizierung aufheben`)
};

const fr_adr_unverify = /** @type {(inputs: Adr_UnverifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler la vérification`)
};

const es_adr_unverify = /** @type {(inputs: Adr_UnverifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar verificación`)
};

const pt_br2_adr_unverify = /** @type {(inputs: Adr_UnverifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remover verificação`)
};

const ja_adr_unverify = /** @type {(inputs: Adr_UnverifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`認証を取り消す`)
};

const ko_adr_unverify = /** @type {(inputs: Adr_UnverifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`인증 취소`)
};

/**
* | output |
* | --- |
* | "Unverify" |
*
* @param {Adr_UnverifyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_unverify = /** @type {((inputs?: Adr_UnverifyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_UnverifyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_unverify(inputs)
	if (locale === "fr") return fr_adr_unverify(inputs)
	if (locale === "es") return es_adr_unverify(inputs)
	if (locale === "pt-BR") return pt_br2_adr_unverify(inputs)
	if (locale === "ja") return ja_adr_unverify(inputs)
	if (locale === "ko") return ko_adr_unverify(inputs)
	return en_adr_unverify(inputs)
});