/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Email_Updated_Meta_TitleInputs */

const en_auth_email_updated_meta_title = /** @type {(inputs: Auth_Email_Updated_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Updated`)
};

const de_auth_email_updated_meta_title = /** @type {(inputs: Auth_Email_Updated_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail geändert`)
};

const fr_auth_email_updated_meta_title = /** @type {(inputs: Auth_Email_Updated_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail mis à jour`)
};

const es_auth_email_updated_meta_title = /** @type {(inputs: Auth_Email_Updated_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo actualizado`)
};

const pt_br2_auth_email_updated_meta_title = /** @type {(inputs: Auth_Email_Updated_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail atualizado`)
};

const ja_auth_email_updated_meta_title = /** @type {(inputs: Auth_Email_Updated_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレス更新済み`)
};

const ko_auth_email_updated_meta_title = /** @type {(inputs: Auth_Email_Updated_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 변경 완료`)
};

/**
* | output |
* | --- |
* | "Email Updated" |
*
* @param {Auth_Email_Updated_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_email_updated_meta_title = /** @type {((inputs?: Auth_Email_Updated_Meta_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Email_Updated_Meta_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_email_updated_meta_title(inputs)
	if (locale === "fr") return fr_auth_email_updated_meta_title(inputs)
	if (locale === "es") return es_auth_email_updated_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_auth_email_updated_meta_title(inputs)
	if (locale === "ja") return ja_auth_email_updated_meta_title(inputs)
	if (locale === "ko") return ko_auth_email_updated_meta_title(inputs)
	return en_auth_email_updated_meta_title(inputs)
});