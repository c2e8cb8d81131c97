/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Newpw_ConfirmInputs */

const en_auth_newpw_confirm = /** @type {(inputs: Auth_Newpw_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm New Password`)
};

const de_auth_newpw_confirm = /** @type {(inputs: Auth_Newpw_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort bestätigen`)
};

const fr_auth_newpw_confirm = /** @type {(inputs: Auth_Newpw_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer le nouveau mot de passe`)
};

const es_auth_newpw_confirm = /** @type {(inputs: Auth_Newpw_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar contraseña nueva`)
};

const pt_br2_auth_newpw_confirm = /** @type {(inputs: Auth_Newpw_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar nova senha`)
};

const ja_auth_newpw_confirm = /** @type {(inputs: Auth_Newpw_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいパスワード（確認）`)
};

const ko_auth_newpw_confirm = /** @type {(inputs: Auth_Newpw_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`새 비밀번호 확인`)
};

/**
* | output |
* | --- |
* | "Confirm New Password" |
*
* @param {Auth_Newpw_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_newpw_confirm = /** @type {((inputs?: Auth_Newpw_ConfirmInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Newpw_ConfirmInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_newpw_confirm(inputs)
	if (locale === "fr") return fr_auth_newpw_confirm(inputs)
	if (locale === "es") return es_auth_newpw_confirm(inputs)
	if (locale === "pt-BR") return pt_br2_auth_newpw_confirm(inputs)
	if (locale === "ja") return ja_auth_newpw_confirm(inputs)
	if (locale === "ko") return ko_auth_newpw_confirm(inputs)
	return en_auth_newpw_confirm(inputs)
});