/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Yours_P3Inputs */

const en_prv_yours_p3 = /** @type {(inputs: Prv_Yours_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What is kept: the payment provider keeps its invoices and payment records, as tax law requires; our record of a refunded duplicate payment keeps its amount and date with your name removed; server logs age out after 30 days. Your address may then sign up again from scratch.`)
};

const de_prv_yours_p3 = /** @type {(inputs: Prv_Yours_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was bleibt: Der Zahlungsdienstleister bewahrt seine Rechnungen und Zahlungsbelege auf, wie es das Steuerrecht verlangt; unser Datensatz zu einer erstatteten Doppelzahlung behält Betrag und Datum, aber ohne deinen Namen; Serverprotokolle verfallen nach 30 Tagen. Mit deiner Adresse kannst du dich danach ganz neu registrieren.`)
};

const fr_prv_yours_p3 = /** @type {(inputs: Prv_Yours_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce qui est conservé : le prestataire de paiement garde ses factures et ses justificatifs de paiement, comme l’exige la législation fiscale ; notre trace d’un paiement en double remboursé garde son montant et sa date, sans votre nom ; les journaux du serveur expirent au bout de 30 jours. Votre adresse peut ensuite servir à une toute nouvelle inscription.`)
};

const es_prv_yours_p3 = /** @type {(inputs: Prv_Yours_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que se conserva: el proveedor de pagos guarda sus facturas y registros de pago, como exige la normativa fiscal; nuestro registro de un pago duplicado reembolsado conserva su importe y fecha sin tu nombre; los registros del servidor caducan a los 30 días. Después, tu dirección puede registrarse de nuevo desde cero.`)
};

const pt_br2_prv_yours_p3 = /** @type {(inputs: Prv_Yours_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que é mantido: o provedor de pagamentos guarda suas faturas e registros de pagamento, como exige a legislação tributária; nosso registro de um pagamento duplicado reembolsado mantém o valor e a data, sem o seu nome; os registros do servidor expiram após 30 dias. Depois disso, seu endereço pode se cadastrar de novo do zero.`)
};

const ja_prv_yours_p3 = /** @type {(inputs: Prv_Yours_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存されるもの：決済代行会社は税法の定めに従い請求書と支払記録を保管します。返金済みの二重支払いに関する当社の記録は、氏名を除いて金額と日付のみを残します。サーバーログは30日後に消去されます。その後、同じアドレスで一から新規登録できます。`)
};

const ko_prv_yours_p3 = /** @type {(inputs: Prv_Yours_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`남는 정보: 결제 대행사는 세법에 따라 청구서와 결제 기록을 보관합니다. 환불된 중복 결제에 대한 저희 기록은 이름을 지운 채 금액과 날짜만 남깁니다. 서버 로그는 30일 후 삭제됩니다. 이후 같은 주소로 처음부터 다시 가입할 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "What is kept: the payment provider keeps its invoices and payment records, as tax law requires; our record of a refunded duplicate payment keeps its amount a..." |
*
* @param {Prv_Yours_P3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_yours_p3 = /** @type {((inputs?: Prv_Yours_P3Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Yours_P3Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_yours_p3(inputs)
	if (locale === "fr") return fr_prv_yours_p3(inputs)
	if (locale === "es") return es_prv_yours_p3(inputs)
	if (locale === "pt-BR") return pt_br2_prv_yours_p3(inputs)
	if (locale === "ja") return ja_prv_yours_p3(inputs)
	if (locale === "ko") return ko_prv_yours_p3(inputs)
	return en_prv_yours_p3(inputs)
});