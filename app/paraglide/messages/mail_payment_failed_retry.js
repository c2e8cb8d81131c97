/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Payment_Failed_RetryInputs */

const en_mail_payment_failed_retry = /** @type {(inputs: Mail_Payment_Failed_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will try again over the next few days. Update your card with Manage billing on your dashboard so that the listing stays on the map.`)
};

const de_mail_payment_failed_retry = /** @type {(inputs: Mail_Payment_Failed_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir versuchen es in den nächsten Tagen erneut. Aktualisieren Sie Ihre Karte über „Abrechnung verwalten“ in Ihrem Dashboard, damit der Eintrag auf der Karte bleibt.`)
};

const fr_mail_payment_failed_retry = /** @type {(inputs: Mail_Payment_Failed_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous réessaierons dans les prochains jours. Mettez à jour votre carte avec « Gérer la facturation » dans votre tableau de bord pour que la fiche reste sur la carte.`)
};

const es_mail_payment_failed_retry = /** @type {(inputs: Mail_Payment_Failed_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo intentaremos de nuevo en los próximos días. Actualiza tu tarjeta con «Gestionar facturación» en tu panel para que el anuncio siga en el mapa.`)
};

const pt_br2_mail_payment_failed_retry = /** @type {(inputs: Mail_Payment_Failed_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentaremos de novo nos próximos dias. Atualize seu cartão em “Gerenciar cobrança” no seu painel para que o anúncio continue no mapa.`)
};

const ja_mail_payment_failed_retry = /** @type {(inputs: Mail_Payment_Failed_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`数日以内に再度請求を試みます。掲載が地図に表示され続けるよう、ダッシュボードの「お支払いの管理」からカードを更新してください。`)
};

const ko_mail_payment_failed_retry = /** @type {(inputs: Mail_Payment_Failed_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`며칠 안에 다시 청구를 시도합니다. 등록 정보가 지도에 계속 표시되도록 대시보드의 ‘결제 관리’에서 카드를 업데이트하세요.`)
};

/**
* | output |
* | --- |
* | "We will try again over the next few days. Update your card with Manage billing on your dashboard so that the listing stays on the map." |
*
* @param {Mail_Payment_Failed_RetryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_payment_failed_retry = /** @type {((inputs?: Mail_Payment_Failed_RetryInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Payment_Failed_RetryInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_payment_failed_retry(inputs)
	if (locale === "fr") return fr_mail_payment_failed_retry(inputs)
	if (locale === "es") return es_mail_payment_failed_retry(inputs)
	if (locale === "pt-BR") return pt_br2_mail_payment_failed_retry(inputs)
	if (locale === "ja") return ja_mail_payment_failed_retry(inputs)
	if (locale === "ko") return ko_mail_payment_failed_retry(inputs)
	return en_mail_payment_failed_retry(inputs)
});