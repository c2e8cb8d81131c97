/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_UnavailableInputs */

const en_dash_unavailable = /** @type {(inputs: Dash_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your dashboard is loading. We are having a database connection issue; please try again in a moment.`)
};

const de_dash_unavailable = /** @type {(inputs: Dash_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Dashboard wird geladen. Wir haben gerade ein Problem mit der Datenbankverbindung; bitte versuche es gleich noch einmal.`)
};

const fr_dash_unavailable = /** @type {(inputs: Dash_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre tableau de bord est en cours de chargement. Nous rencontrons un problème de connexion à la base de données ; réessayez dans un instant.`)
};

const es_dash_unavailable = /** @type {(inputs: Dash_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu panel se está cargando. Tenemos un problema de conexión con la base de datos; inténtalo de nuevo en un momento.`)
};

const pt_br2_dash_unavailable = /** @type {(inputs: Dash_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu painel está carregando. Estamos com um problema de conexão com o banco de dados; tente novamente em instantes.`)
};

const ja_dash_unavailable = /** @type {(inputs: Dash_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ダッシュボードを読み込んでいます。データベース接続に問題が発生しています。しばらくしてからもう一度お試しください。`)
};

const ko_dash_unavailable = /** @type {(inputs: Dash_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대시보드를 불러오는 중입니다. 데이터베이스 연결에 문제가 있습니다. 잠시 후 다시 시도해 주세요.`)
};

/**
* | output |
* | --- |
* | "Your dashboard is loading. We are having a database connection issue; please try again in a moment." |
*
* @param {Dash_UnavailableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_unavailable = /** @type {((inputs?: Dash_UnavailableInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_UnavailableInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_unavailable(inputs)
	if (locale === "fr") return fr_dash_unavailable(inputs)
	if (locale === "es") return es_dash_unavailable(inputs)
	if (locale === "pt-BR") return pt_br2_dash_unavailable(inputs)
	if (locale === "ja") return ja_dash_unavailable(inputs)
	if (locale === "ko") return ko_dash_unavailable(inputs)
	return en_dash_unavailable(inputs)
});