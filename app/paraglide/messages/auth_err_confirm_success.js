/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Confirm_SuccessInputs */

const en_auth_err_confirm_success = /** @type {(inputs: Auth_Err_Confirm_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email address has been successfully updated!`)
};

const de_auth_err_confirm_success = /** @type {(inputs: Auth_Err_Confirm_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine E-Mail-Adresse wurde erfolgreich geändert!`)
};

const fr_auth_err_confirm_success = /** @type {(inputs: Auth_Err_Confirm_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse e-mail a bien été mise à jour !`)
};

const es_auth_err_confirm_success = /** @type {(inputs: Auth_Err_Confirm_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Tu dirección de correo se ha actualizado correctamente!`)
};

const pt_br2_auth_err_confirm_success = /** @type {(inputs: Auth_Err_Confirm_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu endereço de e-mail foi atualizado com sucesso!`)
};

const ja_auth_err_confirm_success = /** @type {(inputs: Auth_Err_Confirm_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレスを更新しました！`)
};

const ko_auth_err_confirm_success = /** @type {(inputs: Auth_Err_Confirm_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 주소가 변경되었습니다!`)
};

/**
* | output |
* | --- |
* | "Your email address has been successfully updated!" |
*
* @param {Auth_Err_Confirm_SuccessInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_confirm_success = /** @type {((inputs?: Auth_Err_Confirm_SuccessInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Confirm_SuccessInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_confirm_success(inputs)
	if (locale === "fr") return fr_auth_err_confirm_success(inputs)
	if (locale === "es") return es_auth_err_confirm_success(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_confirm_success(inputs)
	if (locale === "ja") return ja_auth_err_confirm_success(inputs)
	if (locale === "ko") return ko_auth_err_confirm_success(inputs)
	return en_auth_err_confirm_success(inputs)
});