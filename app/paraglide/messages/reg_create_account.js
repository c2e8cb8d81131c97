/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Create_AccountInputs */

const en_reg_create_account = /** @type {(inputs: Reg_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Account`)
};

const de_reg_create_account = /** @type {(inputs: Reg_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto erstellen`)
};

const fr_reg_create_account = /** @type {(inputs: Reg_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer un compte`)
};

const es_reg_create_account = /** @type {(inputs: Reg_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear cuenta`)
};

const pt_br2_reg_create_account = /** @type {(inputs: Reg_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criar conta`)
};

const ja_reg_create_account = /** @type {(inputs: Reg_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントを作成`)
};

const ko_reg_create_account = /** @type {(inputs: Reg_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계정 만들기`)
};

/**
* | output |
* | --- |
* | "Create Account" |
*
* @param {Reg_Create_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_create_account = /** @type {((inputs?: Reg_Create_AccountInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Create_AccountInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_create_account(inputs)
	if (locale === "fr") return fr_reg_create_account(inputs)
	if (locale === "es") return es_reg_create_account(inputs)
	if (locale === "pt-BR") return pt_br2_reg_create_account(inputs)
	if (locale === "ja") return ja_reg_create_account(inputs)
	if (locale === "ko") return ko_reg_create_account(inputs)
	return en_reg_create_account(inputs)
});