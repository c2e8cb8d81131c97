/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Newpw_SubmitInputs */

const en_auth_newpw_submit = /** @type {(inputs: Auth_Newpw_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update Password`)
};

const de_auth_newpw_submit = /** @type {(inputs: Auth_Newpw_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort ändern`)
};

const fr_auth_newpw_submit = /** @type {(inputs: Auth_Newpw_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettre à jour le mot de passe`)
};

const es_auth_newpw_submit = /** @type {(inputs: Auth_Newpw_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualizar contraseña`)
};

const pt_br2_auth_newpw_submit = /** @type {(inputs: Auth_Newpw_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atualizar senha`)
};

const ja_auth_newpw_submit = /** @type {(inputs: Auth_Newpw_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードを更新`)
};

const ko_auth_newpw_submit = /** @type {(inputs: Auth_Newpw_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`비밀번호 변경`)
};

/**
* | output |
* | --- |
* | "Update Password" |
*
* @param {Auth_Newpw_SubmitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_newpw_submit = /** @type {((inputs?: Auth_Newpw_SubmitInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Newpw_SubmitInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_newpw_submit(inputs)
	if (locale === "fr") return fr_auth_newpw_submit(inputs)
	if (locale === "es") return es_auth_newpw_submit(inputs)
	if (locale === "pt-BR") return pt_br2_auth_newpw_submit(inputs)
	if (locale === "ja") return ja_auth_newpw_submit(inputs)
	if (locale === "ko") return ko_auth_newpw_submit(inputs)
	return en_auth_newpw_submit(inputs)
});