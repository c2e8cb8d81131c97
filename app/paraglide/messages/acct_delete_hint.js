/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Acct_Delete_HintInputs */

const en_acct_delete_hint = /** @type {(inputs: Acct_Delete_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your password to confirm.`)
};

const de_acct_delete_hint = /** @type {(inputs: Acct_Delete_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib zur Bestätigung dein Passwort ein.`)
};

const fr_acct_delete_hint = /** @type {(inputs: Acct_Delete_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez votre mot de passe pour confirmer.`)
};

const es_acct_delete_hint = /** @type {(inputs: Acct_Delete_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce tu contraseña para confirmar.`)
};

const pt_br2_acct_delete_hint = /** @type {(inputs: Acct_Delete_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe sua senha para confirmar.`)
};

const ja_acct_delete_hint = /** @type {(inputs: Acct_Delete_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`確認のためパスワードを入力してください。`)
};

const ko_acct_delete_hint = /** @type {(inputs: Acct_Delete_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`확인을 위해 비밀번호를 입력하세요.`)
};

/**
* | output |
* | --- |
* | "Enter your password to confirm." |
*
* @param {Acct_Delete_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_delete_hint = /** @type {((inputs?: Acct_Delete_HintInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_Delete_HintInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_delete_hint(inputs)
	if (locale === "fr") return fr_acct_delete_hint(inputs)
	if (locale === "es") return es_acct_delete_hint(inputs)
	if (locale === "pt-BR") return pt_br2_acct_delete_hint(inputs)
	if (locale === "ja") return ja_acct_delete_hint(inputs)
	if (locale === "ko") return ko_acct_delete_hint(inputs)
	return en_acct_delete_hint(inputs)
});