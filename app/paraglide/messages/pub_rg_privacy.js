/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_PrivacyInputs */

const en_pub_rg_privacy = /** @type {(inputs: Pub_Rg_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy Policy`)
};

const de_pub_rg_privacy = /** @type {(inputs: Pub_Rg_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datenschutzerklärung`)
};

const fr_pub_rg_privacy = /** @type {(inputs: Pub_Rg_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de confidentialité`)
};

const es_pub_rg_privacy = /** @type {(inputs: Pub_Rg_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Política de privacidad`)
};

const pt_br2_pub_rg_privacy = /** @type {(inputs: Pub_Rg_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Política de Privacidade`)
};

const ja_pub_rg_privacy = /** @type {(inputs: Pub_Rg_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プライバシーポリシー`)
};

const ko_pub_rg_privacy = /** @type {(inputs: Pub_Rg_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`개인정보 처리방침`)
};

/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Pub_Rg_PrivacyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_privacy = /** @type {((inputs?: Pub_Rg_PrivacyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_PrivacyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_privacy(inputs)
	if (locale === "fr") return fr_pub_rg_privacy(inputs)
	if (locale === "es") return es_pub_rg_privacy(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_privacy(inputs)
	if (locale === "ja") return ja_pub_rg_privacy(inputs)
	if (locale === "ko") return ko_pub_rg_privacy(inputs)
	return en_pub_rg_privacy(inputs)
});