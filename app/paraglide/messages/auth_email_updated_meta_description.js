/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Email_Updated_Meta_DescriptionInputs */

const en_auth_email_updated_meta_description = /** @type {(inputs: Auth_Email_Updated_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your LAN Center Network account now uses its new e-mail address.`)
};

const de_auth_email_updated_meta_description = /** @type {(inputs: Auth_Email_Updated_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Konto bei LAN Center Network verwendet jetzt die neue E-Mail-Adresse.`)
};

const fr_auth_email_updated_meta_description = /** @type {(inputs: Auth_Email_Updated_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte LAN Center Network utilise désormais sa nouvelle adresse e-mail.`)
};

const es_auth_email_updated_meta_description = /** @type {(inputs: Auth_Email_Updated_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta de LAN Center Network ya usa su nuevo correo.`)
};

const pt_br2_auth_email_updated_meta_description = /** @type {(inputs: Auth_Email_Updated_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua conta do LAN Center Network agora usa o novo e-mail.`)
};

const ja_auth_email_updated_meta_description = /** @type {(inputs: Auth_Email_Updated_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network のアカウントで新しいメールアドレスが使われるようになりました。`)
};

const ko_auth_email_updated_meta_description = /** @type {(inputs: Auth_Email_Updated_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이제 LAN Center Network 계정에서 새 이메일 주소를 사용합니다.`)
};

/**
* | output |
* | --- |
* | "Your LAN Center Network account now uses its new e-mail address." |
*
* @param {Auth_Email_Updated_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_email_updated_meta_description = /** @type {((inputs?: Auth_Email_Updated_Meta_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Email_Updated_Meta_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_email_updated_meta_description(inputs)
	if (locale === "fr") return fr_auth_email_updated_meta_description(inputs)
	if (locale === "es") return es_auth_email_updated_meta_description(inputs)
	if (locale === "pt-BR") return pt_br2_auth_email_updated_meta_description(inputs)
	if (locale === "ja") return ja_auth_email_updated_meta_description(inputs)
	if (locale === "ko") return ko_auth_email_updated_meta_description(inputs)
	return en_auth_email_updated_meta_description(inputs)
});