/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Acct_Delete_Privacy_LinkInputs */

const en_acct_delete_privacy_link = /** @type {(inputs: Acct_Delete_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`privacy page`)
};

const de_acct_delete_privacy_link = /** @type {(inputs: Acct_Delete_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datenschutzseite`)
};

const fr_acct_delete_privacy_link = /** @type {(inputs: Acct_Delete_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`page de confidentialité`)
};

const es_acct_delete_privacy_link = /** @type {(inputs: Acct_Delete_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`página de privacidad`)
};

const pt_br2_acct_delete_privacy_link = /** @type {(inputs: Acct_Delete_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`página de privacidade`)
};

const ja_acct_delete_privacy_link = /** @type {(inputs: Acct_Delete_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プライバシーページ`)
};

const ko_acct_delete_privacy_link = /** @type {(inputs: Acct_Delete_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`개인정보 페이지`)
};

/**
* | output |
* | --- |
* | "privacy page" |
*
* @param {Acct_Delete_Privacy_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_delete_privacy_link = /** @type {((inputs?: Acct_Delete_Privacy_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_Delete_Privacy_LinkInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_delete_privacy_link(inputs)
	if (locale === "fr") return fr_acct_delete_privacy_link(inputs)
	if (locale === "es") return es_acct_delete_privacy_link(inputs)
	if (locale === "pt-BR") return pt_br2_acct_delete_privacy_link(inputs)
	if (locale === "ja") return ja_acct_delete_privacy_link(inputs)
	if (locale === "ko") return ko_acct_delete_privacy_link(inputs)
	return en_acct_delete_privacy_link(inputs)
});