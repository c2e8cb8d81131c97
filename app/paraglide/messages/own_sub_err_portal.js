/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_Err_PortalInputs */

const en_own_sub_err_portal = /** @type {(inputs: Own_Sub_Err_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to open billing portal`)
};

const de_own_sub_err_portal = /** @type {(inputs: Own_Sub_Err_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Abrechnungsportal konnte nicht geöffnet werden`)
};

const fr_own_sub_err_portal = /** @type {(inputs: Own_Sub_Err_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d'ouvrir le portail de facturation`)
};

const es_own_sub_err_portal = /** @type {(inputs: Own_Sub_Err_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo abrir el portal de facturación`)
};

const pt_br2_own_sub_err_portal = /** @type {(inputs: Own_Sub_Err_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível abrir o portal de cobrança`)
};

const ja_own_sub_err_portal = /** @type {(inputs: Own_Sub_Err_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請求ポータルを開けませんでした`)
};

const ko_own_sub_err_portal = /** @type {(inputs: Own_Sub_Err_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`결제 포털을 열지 못했습니다`)
};

/**
* | output |
* | --- |
* | "Failed to open billing portal" |
*
* @param {Own_Sub_Err_PortalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_err_portal = /** @type {((inputs?: Own_Sub_Err_PortalInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_Err_PortalInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_err_portal(inputs)
	if (locale === "fr") return fr_own_sub_err_portal(inputs)
	if (locale === "es") return es_own_sub_err_portal(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_err_portal(inputs)
	if (locale === "ja") return ja_own_sub_err_portal(inputs)
	if (locale === "ko") return ko_own_sub_err_portal(inputs)
	return en_own_sub_err_portal(inputs)
});