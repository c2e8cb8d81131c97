/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Email_Updated_TitleInputs */

const en_auth_email_updated_title = /** @type {(inputs: Auth_Email_Updated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Updated Successfully!`)
};

const de_auth_email_updated_title = /** @type {(inputs: Auth_Email_Updated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse erfolgreich geändert!`)
};

const fr_auth_email_updated_title = /** @type {(inputs: Auth_Email_Updated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail mise à jour !`)
};

const es_auth_email_updated_title = /** @type {(inputs: Auth_Email_Updated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Correo actualizado correctamente!`)
};

const pt_br2_auth_email_updated_title = /** @type {(inputs: Auth_Email_Updated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail atualizado com sucesso!`)
};

const ja_auth_email_updated_title = /** @type {(inputs: Auth_Email_Updated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレスを更新しました！`)
};

const ko_auth_email_updated_title = /** @type {(inputs: Auth_Email_Updated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일이 변경되었습니다!`)
};

/**
* | output |
* | --- |
* | "Email Updated Successfully!" |
*
* @param {Auth_Email_Updated_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_email_updated_title = /** @type {((inputs?: Auth_Email_Updated_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Email_Updated_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_email_updated_title(inputs)
	if (locale === "fr") return fr_auth_email_updated_title(inputs)
	if (locale === "es") return es_auth_email_updated_title(inputs)
	if (locale === "pt-BR") return pt_br2_auth_email_updated_title(inputs)
	if (locale === "ja") return ja_auth_email_updated_title(inputs)
	if (locale === "ko") return ko_auth_email_updated_title(inputs)
	return en_auth_email_updated_title(inputs)
});