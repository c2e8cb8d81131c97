/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Collect_P3Inputs */

const en_prv_collect_p3 = /** @type {(inputs: Prv_Collect_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing data: our payment provider processes your card; we store only the card brand, the last four digits, the plan and the subscription status.`)
};

const de_prv_collect_p3 = /** @type {(inputs: Prv_Collect_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrechnungsdaten: Unser Zahlungsdienstleister verarbeitet deine Karte; wir speichern nur die Kartenmarke, die letzten vier Ziffern, den Tarif und den Abostatus.`)
};

const fr_prv_collect_p3 = /** @type {(inputs: Prv_Collect_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Données de facturation : notre prestataire de paiement traite votre carte ; nous ne conservons que la marque de la carte, ses quatre derniers chiffres, la formule et le statut de l’abonnement.`)
};

const es_prv_collect_p3 = /** @type {(inputs: Prv_Collect_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datos de facturación: nuestro proveedor de pagos procesa tu tarjeta; solo guardamos la marca de la tarjeta, los últimos cuatro dígitos, el plan y el estado de la suscripción.`)
};

const pt_br2_prv_collect_p3 = /** @type {(inputs: Prv_Collect_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dados de cobrança: nosso provedor de pagamentos processa seu cartão; guardamos apenas a bandeira do cartão, os quatro últimos dígitos, o plano e o status da assinatura.`)
};

const ja_prv_collect_p3 = /** @type {(inputs: Prv_Collect_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請求データ：カードは決済代行会社が処理します。私たちが保存するのはカードブランド、下4桁、プラン、サブスクリプションの状態のみです。`)
};

const ko_prv_collect_p3 = /** @type {(inputs: Prv_Collect_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`결제 데이터: 카드는 결제 대행사가 처리하며, 저희는 카드 브랜드, 마지막 네 자리, 요금제, 구독 상태만 저장합니다.`)
};

/**
* | output |
* | --- |
* | "Billing data: our payment provider processes your card; we store only the card brand, the last four digits, the plan and the subscription status." |
*
* @param {Prv_Collect_P3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_collect_p3 = /** @type {((inputs?: Prv_Collect_P3Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Collect_P3Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_collect_p3(inputs)
	if (locale === "fr") return fr_prv_collect_p3(inputs)
	if (locale === "es") return es_prv_collect_p3(inputs)
	if (locale === "pt-BR") return pt_br2_prv_collect_p3(inputs)
	if (locale === "ja") return ja_prv_collect_p3(inputs)
	if (locale === "ko") return ko_prv_collect_p3(inputs)
	return en_prv_collect_p3(inputs)
});