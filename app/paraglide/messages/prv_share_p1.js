/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Share_P1Inputs */

const en_prv_share_p1 = /** @type {(inputs: Prv_Share_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service providers acting on our behalf: hosting, e-mail delivery and payment processing. They may use the data only to provide their service to us.`)
};

const de_prv_share_p1 = /** @type {(inputs: Prv_Share_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dienstleister, die in unserem Auftrag handeln: Hosting, E-Mail-Versand und Zahlungsabwicklung. Sie dürfen die Daten nur nutzen, um ihre Leistung für uns zu erbringen.`)
};

const fr_prv_share_p1 = /** @type {(inputs: Prv_Share_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les prestataires qui agissent pour notre compte : hébergement, envoi d’e-mails et traitement des paiements. Ils ne peuvent utiliser les données que pour nous fournir leur service.`)
};

const es_prv_share_p1 = /** @type {(inputs: Prv_Share_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proveedores de servicios que actúan en nuestro nombre: alojamiento, envío de correo electrónico y procesamiento de pagos. Solo pueden usar los datos para prestarnos su servicio.`)
};

const pt_br2_prv_share_p1 = /** @type {(inputs: Prv_Share_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prestadores de serviço que atuam em nosso nome: hospedagem, envio de e-mails e processamento de pagamentos. Eles só podem usar os dados para nos prestar o serviço.`)
};

const ja_prv_share_p1 = /** @type {(inputs: Prv_Share_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`当社に代わって業務を行うサービス提供者：ホスティング、メール配信、決済処理。これらの事業者は、当社へのサービス提供の目的に限りデータを利用できます。`)
};

const ko_prv_share_p1 = /** @type {(inputs: Prv_Share_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`저희를 대신해 업무를 수행하는 서비스 제공업체: 호스팅, 이메일 발송, 결제 처리. 이들은 저희에게 서비스를 제공하는 목적으로만 데이터를 사용할 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "Service providers acting on our behalf: hosting, e-mail delivery and payment processing. They may use the data only to provide their service to us." |
*
* @param {Prv_Share_P1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_share_p1 = /** @type {((inputs?: Prv_Share_P1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Share_P1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_share_p1(inputs)
	if (locale === "fr") return fr_prv_share_p1(inputs)
	if (locale === "es") return es_prv_share_p1(inputs)
	if (locale === "pt-BR") return pt_br2_prv_share_p1(inputs)
	if (locale === "ja") return ja_prv_share_p1(inputs)
	if (locale === "ko") return ko_prv_share_p1(inputs)
	return en_prv_share_p1(inputs)
});