/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Ls_Payment_FailedInputs */

const en_own_ls_payment_failed = /** @type {(inputs: Own_Ls_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment failed: update your card to stay on the map.`)
};

const de_own_ls_payment_failed = /** @type {(inputs: Own_Ls_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung fehlgeschlagen: Aktualisiere deine Karte, um auf der Karte zu bleiben.`)
};

const fr_own_ls_payment_failed = /** @type {(inputs: Own_Ls_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec du paiement : mettez à jour votre carte pour rester sur la carte.`)
};

const es_own_ls_payment_failed = /** @type {(inputs: Own_Ls_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El pago falló: actualiza tu tarjeta para seguir en el mapa.`)
};

const pt_br2_own_ls_payment_failed = /** @type {(inputs: Own_Ls_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falha no pagamento: atualize seu cartão para continuar no mapa.`)
};

const ja_own_ls_payment_failed = /** @type {(inputs: Own_Ls_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`支払いに失敗しました：地図に掲載し続けるにはカード情報を更新してください。`)
};

const ko_own_ls_payment_failed = /** @type {(inputs: Own_Ls_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`결제 실패: 지도에 계속 표시되려면 카드를 업데이트하세요.`)
};

/**
* | output |
* | --- |
* | "Payment failed: update your card to stay on the map." |
*
* @param {Own_Ls_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_ls_payment_failed = /** @type {((inputs?: Own_Ls_Payment_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Ls_Payment_FailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_ls_payment_failed(inputs)
	if (locale === "fr") return fr_own_ls_payment_failed(inputs)
	if (locale === "es") return es_own_ls_payment_failed(inputs)
	if (locale === "pt-BR") return pt_br2_own_ls_payment_failed(inputs)
	if (locale === "ja") return ja_own_ls_payment_failed(inputs)
	if (locale === "ko") return ko_own_ls_payment_failed(inputs)
	return en_own_ls_payment_failed(inputs)
});