/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Account_RequiredInputs */

const en_reg_account_required = /** @type {(inputs: Reg_Account_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account Required`)
};

const de_reg_account_required = /** @type {(inputs: Reg_Account_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto erforderlich`)
};

const fr_reg_account_required = /** @type {(inputs: Reg_Account_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte requis`)
};

const es_reg_account_required = /** @type {(inputs: Reg_Account_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta necesaria`)
};

const pt_br2_reg_account_required = /** @type {(inputs: Reg_Account_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conta necessária`)
};

const ja_reg_account_required = /** @type {(inputs: Reg_Account_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントが必要です`)
};

const ko_reg_account_required = /** @type {(inputs: Reg_Account_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계정이 필요합니다`)
};

/**
* | output |
* | --- |
* | "Account Required" |
*
* @param {Reg_Account_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_account_required = /** @type {((inputs?: Reg_Account_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Account_RequiredInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_account_required(inputs)
	if (locale === "fr") return fr_reg_account_required(inputs)
	if (locale === "es") return es_reg_account_required(inputs)
	if (locale === "pt-BR") return pt_br2_reg_account_required(inputs)
	if (locale === "ja") return ja_reg_account_required(inputs)
	if (locale === "ko") return ko_reg_account_required(inputs)
	return en_reg_account_required(inputs)
});