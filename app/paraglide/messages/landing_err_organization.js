/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Err_OrganizationInputs */

const en_landing_err_organization = /** @type {(inputs: Landing_Err_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the name of your organization.`)
};

const de_landing_err_organization = /** @type {(inputs: Landing_Err_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie den Namen Ihrer Organisation ein.`)
};

const fr_landing_err_organization = /** @type {(inputs: Landing_Err_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir le nom de votre organisation.`)
};

const es_landing_err_organization = /** @type {(inputs: Landing_Err_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce el nombre de tu organización.`)
};

const pt_br2_landing_err_organization = /** @type {(inputs: Landing_Err_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe o nome da sua organização.`)
};

const ja_landing_err_organization = /** @type {(inputs: Landing_Err_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`組織名を入力してください。`)
};

const ko_landing_err_organization = /** @type {(inputs: Landing_Err_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`조직 이름을 입력해 주세요.`)
};

/**
* | output |
* | --- |
* | "Please enter the name of your organization." |
*
* @param {Landing_Err_OrganizationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_err_organization = /** @type {((inputs?: Landing_Err_OrganizationInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Err_OrganizationInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_err_organization(inputs)
	if (locale === "fr") return fr_landing_err_organization(inputs)
	if (locale === "es") return es_landing_err_organization(inputs)
	if (locale === "pt-BR") return pt_br2_landing_err_organization(inputs)
	if (locale === "ja") return ja_landing_err_organization(inputs)
	if (locale === "ko") return ko_landing_err_organization(inputs)
	return en_landing_err_organization(inputs)
});